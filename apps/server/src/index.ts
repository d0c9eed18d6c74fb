export { rootModule } from './root.module';
export {
  SERVICE_CATALOGUE,
  SERVICE_NAMES,
  servicesFor,
  type ServiceEntry,
  type ServiceName,
} from './service-catalogue';
