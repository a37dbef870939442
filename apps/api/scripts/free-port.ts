/**
 * A port for a server started by a test or the benchmark: 20000–32767, below Linux's ephemeral range
 * (32768–60999), where the system picks the local ports of outgoing connections (to PostgreSQL, between tests):
 * a port drawn there could be taken by one of them (a server failed with EADDRINUSE on 33334 in CI).
 */
export const freePort = () => 20000 + Math.floor(Math.random() * 12768);
