// What the host says when it cannot serve a request (docs/architecture.md D27, ADR 201):
// the database away (503, with Retry-After) or an unexpected failure (500).
export const serverErrorText = {
  unavailable: {
    title: "Back in a moment",
    message:
      "We can't reach our database right now. Nothing you sent was lost or half-saved: please try again in a few seconds.",
  },
  failed: {
    title: "Something went wrong",
    message: "Something went wrong on our side. Please try again.",
  },
  home: "Go to the home page",
  /** Seconds a client should wait before trying again (the Retry-After header). */
  retryAfterSeconds: 5,
} as const;
