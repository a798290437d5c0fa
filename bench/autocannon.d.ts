// The few autocannon options and results bench/static-serving.ts uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  type Result = {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
