import { eq } from 'drizzle-orm';
import { contentPages } from '#server/db/schema/index';
import { builder } from '#server/graphql/builder';
import { renderMarkdown } from '#server/lib/markdown';
import { NotFoundError } from '#server/services/errors';

type ContentPageRow = typeof contentPages.$inferSelect;

export const ContentPageRef = builder.objectRef<ContentPageRow>('ContentPage').implement({
  description: 'An about page, written by staff in Markdown.',
  fields: (t) => ({
    id: t.id({ resolve: (page) => String(page.id) }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Markdown.' }),
    bodyHtml: t.string({
      description: 'The body rendered and sanitised.',
      resolve: (page) => renderMarkdown(page.body),
    }),
  }),
});

builder.queryFields((t) => ({
  page: t.field({
    type: ContentPageRef,
    errors: { types: [NotFoundError], directResult: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const [page] = await context.db.select().from(contentPages).where(eq(contentPages.slug, args.slug));
      if (!page) throw new NotFoundError('Page');
      return page;
    },
  }),
  pages: t.field({
    type: [ContentPageRef],
    resolve: (_root, _args, context) => context.db.select().from(contentPages).orderBy(contentPages.title),
  }),
}));
