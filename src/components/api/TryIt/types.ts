export interface TryItProps {
  /** The HTTP method, as the OpenAPI document has it in capitals. */
  method: string;
  /** The path and query the form starts with: the operation's path filled with example values, as in the samples. */
  defaultPath: string;
  /** The example request body as JSON text, for operations that take one. */
  defaultBody?: string;
  /** Whether the operation needs an auth token in the `Authorization: Bearer` header. */
  auth: boolean;
}
