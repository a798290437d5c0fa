// Plain-language help for the A/B Tests section's terms, beside the figures.

export const abHelpCopy = {
  heading: "What the terms mean",
  terms: [
    [
      "Hero",
      "The headline and buttons at the top of the home page. Each visitor sees variant A or B.",
    ],
    ["95% CI", "Range the true rate likely lies in (95% confidence). Narrower with more visitors."],
    [
      "p-value",
      "How likely a difference this large would be if A and B were really equally good. Below 0.05 usually means the difference is real.",
    ],
  ],
} as const;
