import { graphql } from '#web/graphql/index';

export const GroupMessagePreviewQuery = graphql(`
  query GroupMessagePreview($filter: GroupFilterInput!, $subject: String, $body: String, $previewUserId: ID) {
    groupMessagePreview(filter: $filter, subject: $subject, body: $body, previewUserId: $previewUserId) {
      __typename
      ... on Error { message }
      ... on GroupMessagePreview {
        count
        recipients(first: 200) { id name email }
        email { subject html recipient { id name email } }
      }
    }
  }
`);

export const GroupMessagesQuery = graphql(`
  query GroupMessages {
    groupMessages { id authorName subject recipients queued audience createdAt finishedAt }
    attendanceReport { id session { id startsAt activity { id name } } }
  }
`);

export const SendGroupMessageMutation = graphql(`
  mutation SendGroupMessage($filter: GroupFilterInput!, $subject: String!, $body: String!, $expectedCount: Int!) {
    sendGroupMessage(filter: $filter, subject: $subject, body: $body, expectedCount: $expectedCount) {
      __typename
      ... on Error { message }
      ... on GroupMessage { id recipients }
    }
  }
`);
