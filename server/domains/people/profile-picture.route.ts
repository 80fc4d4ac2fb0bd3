import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PROFILE_PICTURE_BYTES, PROFILE_PICTURE_TYPES } from '#core/people/profile';
import type { AppServices, Viewer } from '#server/graphql/context';
import { InvalidPictureError } from './people.errors';
import { pictureUrl } from './people.service';
import { storeProfilePicture } from './pictures.service';
import { setProfilePicture } from './users.service';

export const PROFILE_PICTURE_PATH = '/api/profile-picture';

export interface ProfilePictureRouteOptions {
  services: AppServices;
  uploadsDir: string;
  /** Who the request's credentials prove (the auth domain's, passed in so people need not import it). */
  viewerFor(request: FastifyRequest): Promise<Viewer | null>;
}

/**
 * POST /api/profile-picture with the picture as the raw body (Content-Type image/…) and the usual
 * auth headers. Answers `{ picture }` or `{ error }` with a message to show.
 */
export async function profilePictureRoutes(app: FastifyInstance, options: ProfilePictureRouteOptions) {
  // Only this route reads picture bodies; the app's 1 MB JSON limit stays everywhere else.
  for (const type of PROFILE_PICTURE_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: MAX_PROFILE_PICTURE_BYTES },
      (_req, body, done) => done(null, body),
    );
  }
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: `Pictures must be smaller than ${MAX_PROFILE_PICTURE_BYTES / (1024 * 1024)} MB` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: 'Please use a JPEG, PNG, WebP or GIF picture' });
    }
    app.log.error({ err: error }, 'Profile picture upload failed');
    return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send({
      error: 'Something went wrong while saving the picture',
    });
  });

  app.post(PROFILE_PICTURE_PATH, async (request, reply) => {
    const viewer = await options.viewerFor(request);
    if (!viewer) return reply.status(401).send({ error: 'Please log in to change your picture' });
    if (!Buffer.isBuffer(request.body)) {
      return reply.status(415).send({ error: 'Please use a JPEG, PNG, WebP or GIF picture' });
    }
    try {
      const picture = await storeProfilePicture(options.services.db, {
        bytes: request.body,
        uploadsDir: options.uploadsDir,
        altText: '',
      });
      await setProfilePicture(options.services.db, { userId: viewer.id, pictureId: picture.id });
      return reply.send({
        picture: {
          id: String(picture.id),
          small: pictureUrl(picture, 'small'),
          medium: pictureUrl(picture, 'medium'),
          large: pictureUrl(picture, 'large'),
          blurhash: picture.blurhash,
        },
      });
    } catch (error) {
      if (error instanceof InvalidPictureError) return reply.status(422).send({ error: error.message });
      throw error;
    }
  });
}
