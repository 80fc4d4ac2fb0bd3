import { graphql } from '#web/graphql/index';

/** The viewer's feedback on one of their sessions, and whether they may give it now. */
export const MySessionFeedbackQuery = graphql(`
  query MySessionFeedback($id: ID!) {
    mySession(id: $id) {
      id
      session {
        id
        myFeedbackWindow
        feedbackClosesAt
        myFeedback { id rating positive constructive testimonial }
      }
    }
  }
`);

export const SubmitFeedbackMutation = graphql(`
  mutation SubmitFeedback($sessionId: ID!, $input: FeedbackInput!) {
    submitFeedback(sessionId: $sessionId, input: $input) {
      __typename
      ... on Feedback { id rating positive constructive testimonial }
      ... on Error { message }
      ... on ValidationError { problems { path message } }
    }
  }
`);
