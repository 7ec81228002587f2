// autocannon ships no types; this is the part of its programmatic API the benchmarks use.
declare module 'autocannon' {
  type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    requests: {
      setupRequest: <R extends Request>(request: R) => R;
      onResponse?: (status: number, body: string) => void;
    }[];
  };
  type Result = {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    latency: { p50: number; p99: number };
  };
  export default function autocannon(options: Options): Promise<Result>;
}
