import { spawn } from 'node:child_process';

/** `npm run dev`: the server restarting on change, and Vite's dev server with hot reload proxying /api to it. */
const children = [
  spawn(
    process.execPath,
    ['--watch-path=apps/server/src', '--watch-path=packages/shared/src', 'apps/server/src/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@konter/web'], {
    stdio: 'inherit',
    env: { ...process.env, KONTER_API_ORIGIN: `http://localhost:${process.env.PORT ?? '3000'}` },
  }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
