export * from './envelope.ts';
export * from './headers.ts';
export * from './idaas.ts';
export * from './modules.ts';
export * from './paths.ts';
export * from './permissions.ts';
