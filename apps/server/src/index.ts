export { rootModule } from './root.module';
export {
  SERVICE_CATALOGUE,
  SERVICE_NAMES,
  TARGET_NAMES,
  DEPLOYED_TARGETS,
  servicesFor,
  type ServiceEntry,
  type ServiceName,
  type TargetName,
} from './service-catalogue';
