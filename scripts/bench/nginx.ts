import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ensureDebianProgram } from './debian-package';
import { startProcess, waitUntilServing, type RunningProcess } from '../processes';

const NGINX = '/usr/sbin/nginx';
const gzipAsync = promisify(gzip);

export function ensureNginx(): void {
  ensureDebianProgram(NGINX, 'nginx');
}

export interface NginxContent {
  /** The exact body our server sends for GET /api/membership-tiers. */
  tiersJson: Buffer;
  /** The prerendered home page and its precompressed gzip form, as built. */
  homeHtmlFile: string;
}

/**
 * One worker against our one Node process; keep-alive without a request cap,
 * no access log and gzip_static, so nginx shows what serving these bytes
 * costs at best. The load sends both servers the same Accept-Encoding.
 */
function nginxConfig(workDir: string, port: number): string {
  const www = path.join(workDir, 'www');
  return `worker_processes 1;
daemon off;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${workDir}/client-body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000000;
  keepalive_timeout 75s;
  gzip_static on;
  charset utf-8;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location = /api/membership-tiers {
      default_type "application/json; charset=utf-8";
      alias ${www}/membership-tiers.json;
    }
    location = / {
      try_files /index.html =404;
    }
  }
}
`;
}

/** workDir must be a directory of its own: it is opened to nginx's unprivileged workers. */
export async function startNginx(workDir: string, port: number, content: NginxContent): Promise<RunningProcess> {
  // mkdtemp makes owner-only folders; the workers (www-data) must read the files.
  await chmod(workDir, 0o755);
  const www = path.join(workDir, 'www');
  await mkdir(www, { recursive: true });
  await writeFile(path.join(www, 'membership-tiers.json'), content.tiersJson);
  await writeFile(path.join(www, 'membership-tiers.json.gz'), await gzipAsync(content.tiersJson, { level: 9 }));
  await copyFile(content.homeHtmlFile, path.join(www, 'index.html'));
  await copyFile(`${content.homeHtmlFile}.gz`, path.join(www, 'index.html.gz'));
  const configFile = path.join(workDir, 'nginx.conf');
  await writeFile(configFile, nginxConfig(workDir, port));

  const nginx = startProcess(NGINX, ['-c', configFile, '-p', workDir], process.env);
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/`, nginx);
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}
