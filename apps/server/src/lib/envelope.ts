/** The success envelope of every `/api/v1` answer, made here only (failures: plugins/error-handler.ts). */
export function ok(message: string): { success: true; message: string };
export function ok<T>(message: string, data: T): { success: true; message: string; data: T };
export function ok<T>(message: string, data?: T): { success: true; message: string; data?: T } {
  return data === undefined ? { success: true, message } : { success: true, message, data };
}
