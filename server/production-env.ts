// Imported first by main.ts, before anything that reads NODE_ENV while it loads: React
// picks its production or development build then, and env.server.ts defaults to production.
process.env.NODE_ENV ??= "production";
