import { errorId, type FieldErrorProps } from "@rjsf/utils";
import { WARNING_PREFIX } from "../studioApi.ts";

/** A field's messages under it, as the form library lists them, with warnings told apart from errors by colour too. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter((message): message is string => typeof message === "string" && message !== "");
  if (messages.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {messages.map((message, index) => (
        <li key={index} className={message.startsWith(WARNING_PREFIX) ? "text-warning" : "text-danger"}>
          {message}
        </li>
      ))}
    </ul>
  );
}
