/** The part of autocannon's API the bench scripts use (the package ships no types). */
declare module "autocannon" {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Each request built afresh (scripts/bench-beacons.ts: another visitor each time). */
    requests?: { method: string; path: string; setupRequest: (request: Request) => Request }[];
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
