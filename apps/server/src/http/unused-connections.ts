import type { ServerResponse, Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets a graceful shutdown end without waiting on connections nobody uses. Node's
 * `server.close()` stops accepting and closes connections idle at that moment, but waits for
 * one opened without a request yet (browsers open such connections ahead of time) and for a
 * kept-alive connection whose request finishes after the close began (nginx keeps those for a
 * minute). `drain()` closes the first kind at once and makes every response still in flight the
 * last on its connection, so the process exits as soon as the requests in flight are answered.
 */
export function trackConnections(server: Server): { drain(): number } {
  const responses = new Map<Socket, Set<ServerResponse>>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    responses.set(socket, new Set());
    socket.once('close', () => responses.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket;
    const open = responses.get(socket);
    open?.add(response);
    if (draining && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      open?.delete(response);
      if (draining && open?.size === 0) socket.end();
    });
  });
  return {
    drain: () => {
      draining = true;
      let closed = 0;
      for (const [socket, open] of responses) {
        if (open.size === 0) {
          socket.destroy();
          closed += 1;
          continue;
        }
        for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      return closed;
    },
  };
}
