export {
  authenticate,
  type Credentials,
  hashToken,
  issueCredentials,
  randomToken,
  revokeCredentials,
} from './credentials.service';
