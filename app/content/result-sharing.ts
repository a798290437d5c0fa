// Toasts of the quizzes' image download and link copy (docs/product.md#result-sharing).
// The image-success text uses the first of the spec's two readings.
export const resultSharingToasts = {
  generating: { title: "Generating your image...", description: "This will take just a moment" },
  downloaded: { title: "Image downloaded!", description: "Share your result on social media" },
  imageFailed: { title: "Error", description: "Failed to generate image. Please try again." },
  copied: {
    title: "Link copied!",
    description: "Share it with your friends via text, email, or social media",
  },
  copyFailed: { title: "Error", description: "Failed to copy link. Please try again." },
} as const;

/**
 * Result images are drawn at pixel ratio 2, quality 1, on white (docs/product.md#result-sharing).
 */
export const resultImageOptions = {
  pixelRatio: 2,
  quality: 1,
  backgroundColor: "#ffffff",
} as const;
