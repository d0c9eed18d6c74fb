// What the other gateway domains may use of activity: they import it from here, never from its files.
export { ActivityResponder } from './activity-responder';
export { verificationView } from './activity-views';
export { ActivityGatewayModule } from './activity.gateway-module';
