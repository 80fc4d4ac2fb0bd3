import { eq } from 'drizzle-orm';
import { isAboutPageSlug, ZPageInput } from '#core/content/page-input';
import { contentPages } from '#server/db/schema/index';
import { builder } from '#server/graphql/builder';
import { recordAudit } from '#server/lib/audit';
import { renderMarkdown } from '#server/lib/markdown';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { ContentPageRef } from './page.graphql';

/**
 * The about pages, edited in Markdown by `content` staff (issue 14). The preview is rendered by
 * the same sanitising renderer as the public page, so what staff see is what visitors get.
 */

const PageInput = builder.inputType('PageInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    body: t.string({ required: true, description: 'Markdown.' }),
  }),
});

builder.queryField('previewMarkdown', (t) =>
  t.string({
    description: 'Markdown rendered and sanitised exactly as the public pages show it (content staff).',
    authScopes: { permission: 'content' },
    args: { markdown: t.arg.string({ required: true }) },
    resolve: (_root, args) => renderMarkdown(args.markdown.slice(0, 100_000)),
  }),
);

builder.mutationField('updatePage', (t) =>
  t.field({
    type: ContentPageRef,
    description:
      'Changes an about page’s title and Markdown body (creating one of the about pages if missing).',
    authScopes: { permission: 'content' },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { slug: t.arg.string({ required: true }), input: t.arg({ type: PageInput, required: true }) },
    resolve: (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) throw new NotAllowedError();
      const input = parseInput(ZPageInput, args.input);
      return context.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contentPages)
          .where(eq(contentPages.slug, args.slug))
          .for('update');
        if (!before) {
          // One of the site's about pages not written yet (a new database): the first save creates it.
          if (!isAboutPageSlug(args.slug)) throw new NotFoundError('Page');
          const [created] = await tx
            .insert(contentPages)
            .values({ slug: args.slug, ...input, updatedAt: context.now() })
            .returning();
          if (!created) throw new Error('Page was not created');
          await recordAudit(tx, viewer, {
            action: 'page.create',
            targetType: 'ContentPage',
            targetId: created.id,
            after: { slug: args.slug, ...input },
          });
          return created;
        }
        const [row] = await tx
          .update(contentPages)
          .set({ ...input, updatedAt: context.now() })
          .where(eq(contentPages.id, before.id))
          .returning();
        if (!row) throw new NotFoundError('Page');
        await recordAudit(tx, viewer, {
          action: 'page.update',
          targetType: 'ContentPage',
          targetId: row.id,
          before: { title: before.title, body: before.body },
          after: input,
        });
        return row;
      });
    },
  }),
);
