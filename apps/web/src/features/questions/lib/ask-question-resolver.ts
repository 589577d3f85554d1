import { zodResolver } from '@hookform/resolvers/zod';
import { askQuestionInputSchema } from '@motoforge/contract';

/** The question form's rules: the schema the API validates the question with. */
export const askQuestionResolver = zodResolver(askQuestionInputSchema);
