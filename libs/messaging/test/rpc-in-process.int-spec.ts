import { InProcessRpcRegistry } from '../src/rpc/in-process/in-process-rpc-registry';
import { runRpcContract } from './rpc.contract';

const registries = new Map<string, InProcessRpcRegistry>();

describe('request/reply in process', () => {
  runRpcContract((world) => {
    const rpcRegistry = registries.get(world) ?? new InProcessRpcRegistry();
    registries.set(world, rpcRegistry);
    return { mode: 'embedded', rpcRegistry, rpcTimeoutMs: 3_000 };
  });
});
