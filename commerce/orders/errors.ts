import { BagError } from '../bag/bag';

/** An order that cannot be placed or changed, with its status and the shopper's message. */
export class OrderError extends BagError {}
