// Adds the jest-dom matchers (toBeInTheDocument, toHaveAttribute...) to Vitest's expect, types included.
import '@testing-library/jest-dom/vitest';
