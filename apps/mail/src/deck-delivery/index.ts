// What the other mail domains may use of deck-delivery: they import it from here, never from its files.
export { DeckDeliverySender } from './deck-delivery.events';
