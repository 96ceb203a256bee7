import { z } from "zod/mini";
import {
  ageField,
  type ErrorMessages,
  emailField,
  fieldErrorWords,
  limits,
  nameField,
  phoneField,
  requiredText,
} from "./fields";

/** The codes each field of the join form can report, in the form's order. */
export const joinErrorCodes = {
  name: ["required", "tooLong"],
  age: ["required", "notWholeNumber", "tooYoung", "tooOld"],
  phone: ["required", "tooLong", "invalidPhone"],
  email: ["required", "tooLong", "invalidEmail"],
  reason: ["required", "tooLong"],
} as const;

export type JoinField = keyof typeof joinErrorCodes;
export const joinFields = Object.keys(joinErrorCodes) as JoinField[];

export const joinSchema = z.object({
  name: nameField(),
  age: ageField(),
  phone: phoneField(),
  email: emailField(),
  reason: requiredText(limits.body),
});

export type JoinRequest = z.output<typeof joinSchema>;

/** The numbers the error messages quote ({min}, {max}). */
export const joinMessageValues: Record<JoinField, Record<string, number>> = {
  name: { max: limits.name },
  age: { min: limits.ageMin, max: limits.ageMax },
  phone: { max: limits.phone },
  email: { max: limits.email },
  reason: { max: limits.body },
};

/** parseWithSchema's `translate` for the join form: each code in the words of the page's copy. */
export function joinErrorWords(messages: ErrorMessages<typeof joinErrorCodes>) {
  return fieldErrorWords(joinErrorCodes, messages, joinMessageValues);
}
