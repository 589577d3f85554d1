/** The questions' query key (GET /api/question, admin). */
export const questionKeys = {
  all: ['questions'] as const,
};
