// The part of autocannon 9's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: 'GET' | 'POST' | 'PATCH'; path: string; headers?: Record<string, string>; body?: string }[];
  };
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  type Result = { requests: { total: number }; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
