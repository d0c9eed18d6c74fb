/** The durable consumer of chunk jobs shared by every render worker (alerts and KEDA name it too). */
export const RENDER_CONSUMER = 'generation-render';
