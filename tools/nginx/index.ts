import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (CI installs it); a clear failure, not a skip, when it is missing. */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- a fixed list of install paths
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error("nginx is not installed: install Debian's nginx package (`apt-get install nginx`; .ci/run does)");
}

/**
 * The reverse proxy of docs/deploy.md, cut down to what a test needs: round-robin over the
 * upstreams, a failed upstream taken out for `failTimeoutSeconds` after one failure and the
 * request tried on the next (open-source nginx checks passively: a refused connection is the
 * check), and X-Forwarded-For set to the client's address, never appended to (TRUST_PROXY).
 * Each answer names the upstream that served it in `x-upstream`.
 */
export type NginxOptions = {
  port: number;
  /** host:port of each server process. */
  upstreams: string[];
  failTimeoutSeconds?: number;
  /** 'auto' for a benchmark; one worker is enough for a test. */
  workerProcesses?: number | 'auto';
  /**
   * Passes the client's own X-Forwarded-For on, for a benchmark whose one load generator stands for
   * many clients; a shop never does this (docs/deploy.md).
   */
  isClientForwardedForKept?: boolean;
};

export function nginxConfig({
  port,
  upstreams,
  prefix,
  failTimeoutSeconds = 10,
  workerProcesses = 1,
  isClientForwardedForKept = false,
}: NginxOptions & { prefix: string }): string {
  const isRoot = process.getuid?.() === 0;
  return `
${isRoot ? 'user root;' : ''}
worker_processes ${workerProcesses};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 10m;
  upstream motoforge {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://motoforge;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${isClientForwardedForKept ? '$http_x_forwarded_for' : '$remote_addr'};
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`;
}

export type Nginx = { url: string; stop: () => Promise<void>; errorLog: () => string };

/** nginx in the foreground with a config of its own, in a temporary prefix; stop() ends it. */
export async function startNginx(options: NginxOptions) {
  const binary = nginxBinary();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-nginx-'));
  const configFile = path.join(prefix, 'nginx.conf');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- our own temporary folder
  fs.writeFileSync(configFile, nginxConfig({ ...options, prefix }));
  const check = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its config:\n${check.stderr}`);

  const child = spawn(binary, ['-p', prefix, '-c', configFile, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- our own temporary folder
  const errorLog = () => fs.readFileSync(path.join(prefix, 'error.log'), { encoding: 'utf8', flag: 'a+' });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}:\n${errorLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  } satisfies Nginx;
}
