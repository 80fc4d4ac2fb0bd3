import { installZodMessages } from '#core/validation/messages';

installZodMessages();

import { refuseConcurrentQueries } from './concurrent-queries';

refuseConcurrentQueries();
