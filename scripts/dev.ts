import { spawn } from 'node:child_process';

/**
 * Development: Vite serves the app with hot reload on PORT (default 3000) and
 * proxies /api to the Fastify server, which tsx restarts on every change.
 */
const apiPort = '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'messages/**', 'scripts/dev-server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
