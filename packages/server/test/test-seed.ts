/** The catalogue seed of the test runs (the same as the default: tests see what shoppers see). */
export const TEST_SEED = 20_261_121;
