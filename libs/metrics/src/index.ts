export {
  counter,
  domainRegistry,
  gauge,
  histogram,
  sampledGauge,
  type Sample,
  type SampleSource,
} from './domain-metrics';
