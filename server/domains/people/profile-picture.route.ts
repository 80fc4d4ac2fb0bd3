import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '#server/services/app-services';
import type { Viewer } from '#server/services/scope';
import { InvalidPictureError } from './people.errors';
import { pictureUrl } from './people.service';
import { acceptPictureBodies, WRONG_TYPE_MESSAGE } from './picture-bodies';
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
  acceptPictureBodies(app);

  app.post(PROFILE_PICTURE_PATH, async (request, reply) => {
    const viewer = await options.viewerFor(request);
    if (!viewer) return reply.status(401).send({ error: 'Please log in to change your picture' });
    if (!Buffer.isBuffer(request.body)) {
      return reply.status(415).send({ error: WRONG_TYPE_MESSAGE });
    }
    try {
      const picture = await storeProfilePicture(options.services.db, {
        bytes: request.body,
        uploadsDir: options.uploadsDir,
        altText: '',
      });
      const scope = { viewer, now: options.services.now() };
      await setProfilePicture(options.services.db, scope, { pictureId: picture.id });
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
