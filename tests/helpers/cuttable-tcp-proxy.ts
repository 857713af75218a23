import net from 'node:net';

/**
 * A TCP relay between the app and a database server that a test can cut and
 * restore. Cutting destroys every relayed connection and stops listening, so
 * the app's pool really loses its connections and new ones are refused, while
 * the server itself (shared with other tests) is never touched.
 */
export class CuttableTcpProxy {
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly sockets = new Set<net.Socket>();
  private listeningPort = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The local port the app should connect to; stays the same across cuts. */
  get port(): number {
    return this.listeningPort;
  }

  async start(): Promise<void> {
    await this.listen(0);
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no TCP address');
    this.listeningPort = address.port;
  }

  async cut(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async restore(): Promise<void> {
    if (!this.server.listening) await this.listen(this.listeningPort);
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  private relay(client: net.Socket): void {
    const upstream = net.connect(this.target);
    for (const [socket, peer] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(socket);
      // Either side failing ends the pair, as a dropped network link would.
      socket.on('error', () => peer.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        peer.destroy();
      });
      socket.pipe(peer);
    }
  }
}
