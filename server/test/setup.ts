import { installZodMessages } from '#core/validation/messages';

installZodMessages();
