import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { declaredScope, type RouteScope } from '../auth';

/** A route of a v1 controller as its metadata says: for the specs that walk every route. */
export interface V1Route {
  readonly controller: string;
  /** "GET", "POST", ... ("ALL" for the catch-all). */
  readonly method: string;
  /** OpenAPI style: `/api/v1/batches/{id}`. */
  readonly path: string;
  readonly scope: RouteScope | undefined;
  /** The guards on the controller and the handler. */
  readonly guards: readonly unknown[];
}

type Constructor = new (...args: never[]) => unknown;

/** Every route the module's controllers register, in registration order. */
export function routesOfModule(module: Constructor): V1Route[] {
  const controllers = (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Constructor[];
  return controllers.flatMap(routesOfController);
}

export function routesOfController(controller: Constructor): V1Route[] {
  const base = String(Reflect.getMetadata(PATH_METADATA, controller));
  const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[];
  const routes: V1Route[] = [];
  for (const name of Object.getOwnPropertyNames(controller.prototype)) {
    const handler = (controller.prototype as Record<string, unknown>)[name];
    if (name === 'constructor' || typeof handler !== 'function') continue;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) continue;
    const sub = String(Reflect.getMetadata(PATH_METADATA, handler));
    const path = `/${base}${sub === '/' ? '' : `/${sub}`}`.replace(/:(\w+)/g, '{$1}');
    const handlerGuards = (Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[];
    routes.push({
      controller: controller.name,
      method: RequestMethod[method],
      path,
      scope: declaredScope(handler),
      guards: [...classGuards, ...handlerGuards],
    });
  }
  return routes;
}
