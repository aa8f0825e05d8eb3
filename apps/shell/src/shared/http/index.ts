export { http, request, HttpError, type Body, type Query, type RequestOptions } from './client.ts';
export { api, call, dataOf, type EndpointRef } from './call.ts';
export { setNotifier, type Notice } from './notify.ts';
export { userEnd } from './user-end.ts';
