/**
 * Product feedback as it crosses the wire (the API's OpenAPI document). The author and her name come
 * from the session's customer, never from the body.
 */

/** One feedback entry as the API answers it. */
export interface FeedbackEntry {
  id: string;
  productId: string;
  userId: string;
  /** Whole number from 1 to 5. */
  rate: number;
  /** Stored as given; pages render it as text. */
  content: string;
  customerName: string;
  customerSurname: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

/** Answer of GET /comments/product/id?productId=: newest first, with the average and the count. */
export interface FeedbackList {
  comments: FeedbackEntry[];
  /** Mean rate rounded to one decimal, or null when there is no feedback. */
  average: number | null;
  count: number;
}

/** Body of POST /comments (makeFeedbackSchema validates rate and content). */
export interface FeedbackRequest {
  productId: string;
  rate: number;
  content: string;
}

/** Answer of POST /comments: 201 for a first entry, 200 when the customer's entry on the product was edited. */
export interface FeedbackSaved {
  comment: FeedbackEntry;
  created: boolean;
}
