// Vitest setup: jest-dom matchers (the cleanup after every test is in tools/vite/testing-library-setup.ts).
import '@testing-library/jest-dom/vitest';
