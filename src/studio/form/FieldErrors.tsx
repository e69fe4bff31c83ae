import { errorId, type FieldErrorProps } from "@rjsf/utils";
import { WARNING_PREFIX } from "../studioApi.ts";
import { useQuiet } from "./quietNewEntries.tsx";

/**
 * A field's messages under it, as the form library lists them, with warnings told apart from errors by
 * colour too; none yet in an entry just added (quietNewEntries.tsx).
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const quiet = useQuiet();
  const messages = errors.filter((message): message is string => typeof message === "string" && message !== "");
  if (quiet || messages.length === 0) return null;
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
