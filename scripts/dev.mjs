import { spawn } from 'node:child_process';

/** API with reload and the Vite dev server, together; Ctrl-C stops both. */
const children = [
  spawn('npm', ['run', 'dev', '-w', '@fletx/api'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@fletx/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
