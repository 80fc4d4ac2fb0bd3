import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PICTURE_ASPECT, type PictureSubject, ZPictureUpload } from '#core/people/picture-input';
import type { Database } from '#server/db/client';
import type { AppServices } from '#server/services/app-services';
import { ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import type { Viewer } from '#server/services/scope';
import { InvalidPictureError } from './people.errors';
import { type PictureRow, pictureUrl } from './people.service';
import { acceptPictureBodies, WRONG_TYPE_MESSAGE } from './picture-bodies';
import { releasePicture, removePictureFiles, storePicture } from './pictures.service';

/**
 * Staff upload pictures for things on the site (activities, presenters): POST to
 * `/api/<things>/:id/picture` with the picture as the raw body and, as query parameters, `altText`
 * and optionally a crop `x`, `y`, `width`, `height` (fractions of the rotated picture). The crop is
 * cut by sharp on the server to the subject's aspect. CSRF is checked for every POST under /api/.
 * Answers `{ picture }`, or `{ error, problems? }` with a message to show.
 */

export type PictureAccess = 'ok' | 'forbidden' | 'not-found';

export interface StaffPictureTarget {
  /** e.g. `/api/activities/:id/picture` */
  path: string;
  subject: PictureSubject;
  /** Whether the viewer may change this one's picture; it should refuse before reading when it can. */
  access(db: Database, viewer: Viewer, id: number): Promise<PictureAccess>;
  /** Sets the picture, with an audit entry, in the caller's transaction; returns the one replaced (or null). */
  attach(tx: Database, input: { id: number; picture: PictureRow; viewer: Viewer }): Promise<number | null>;
}

export interface StaffPictureRouteOptions {
  services: AppServices;
  uploadsDir: string;
  viewerFor(request: FastifyRequest): Promise<Viewer | null>;
  targets: StaffPictureTarget[];
  /** Called after a picture changed (the GraphQL response cache is cleared: pages show it at once). */
  onChanged?: () => void;
}

export function pictureJson(picture: PictureRow) {
  return {
    id: String(picture.id),
    small: pictureUrl(picture, 'small'),
    medium: pictureUrl(picture, 'medium'),
    large: pictureUrl(picture, 'large'),
    width: picture.width,
    height: picture.height,
    blurhash: picture.blurhash,
    altText: picture.altText,
  };
}

function uploadInput(query: Record<string, string | undefined>) {
  const hasCrop = ['x', 'y', 'width', 'height'].some((key) => query[key] !== undefined);
  return parseInput(ZPictureUpload, {
    altText: query.altText ?? '',
    crop: hasCrop ? { x: query.x, y: query.y, width: query.width, height: query.height } : null,
  });
}

export async function staffPictureRoutes(app: FastifyInstance, options: StaffPictureRouteOptions) {
  acceptPictureBodies(app);
  const { db } = options.services;

  for (const target of options.targets) {
    app.post<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
      target.path,
      async (request, reply) => {
        const viewer = await options.viewerFor(request);
        if (!viewer) return reply.status(401).send({ error: 'Please log in as staff to change pictures' });
        const id = Number(request.params.id);
        if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
          return reply.status(404).send({ error: 'Not found' });
        }
        const access = await target.access(db, viewer, id);
        if (access === 'forbidden') return reply.status(403).send({ error: 'Not allowed' });
        if (access === 'not-found') return reply.status(404).send({ error: 'Not found' });
        if (!Buffer.isBuffer(request.body)) return reply.status(415).send({ error: WRONG_TYPE_MESSAGE });
        const bytes = request.body;
        try {
          const input = uploadInput(request.query);
          const { picture, released } = await db.transaction(async (tx) => {
            const stored = await storePicture(tx, {
              bytes,
              uploadsDir: options.uploadsDir,
              altText: input.altText,
              crop: input.crop,
              aspect: PICTURE_ASPECT[target.subject],
              prefix: target.subject,
            });
            const replaced = await target.attach(tx, { id, picture: stored, viewer });
            return { picture: stored, released: await releasePicture(tx, replaced) };
          });
          if (released) await removePictureFiles(options.uploadsDir, released);
          options.onChanged?.();
          return reply.send({ picture: pictureJson(picture) });
        } catch (error) {
          if (error instanceof ValidationError) {
            return reply.status(422).send({ error: error.message, problems: error.problems });
          }
          if (error instanceof InvalidPictureError) return reply.status(422).send({ error: error.message });
          throw error;
        }
      },
    );
  }
}
