// Browser journeys start the product and Chromium: minutes, not seconds, are the ceiling.
jest.setTimeout(180_000);
