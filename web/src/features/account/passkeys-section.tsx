/**
 * The Security tab's passkeys: each one's name, when it was added and last used; a new one added
 * through the browser's passkey prompt under a name the person chooses; any one renamed or
 * removed. Sign-in with a passkey needs no password and no code.
 */
import { PASSKEYS_PER_ACCOUNT_MAX, type Passkey, passkeyNameSchema } from "@core/schemas/passkeys";
import { sessionDevice } from "@core/session-device";
import { KeyRound } from "lucide-react";
import { type FormEvent, useRef, useState, useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { passkeyErrorMessage } from "@/features/auth/passkey-errors";
import { errorMessage } from "@/lib/api";
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "./use-passkeys";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const never = () => () => {};
const browserHasPasskeys = () => typeof window.PublicKeyCredential === "function";

export function PasskeysSection() {
  const passkeys = usePasskeys();
  const supported = useSyncExternalStore(never, browserHasPasskeys, () => true);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = passkeys.data ?? [];
  const full = list.length >= PASSKEYS_PER_ACCOUNT_MAX;

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <div>
        <h3 id="passkeys-heading" className="font-semibold">
          Passkeys
        </h3>
        <p className="text-sm text-muted-foreground">
          Sign in with your fingerprint, face, PIN or screen lock instead of your password, with no code to
          type. A passkey stays on your device or in its password manager.
        </p>
      </div>
      {passkeys.isPending && <Spinner label="Loading passkeys" />}
      {passkeys.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(passkeys.error, "The passkeys could not be loaded.")}
        </p>
      )}
      {passkeys.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
      )}
      {list.length > 0 && (
        <ul aria-label="Passkeys" className="divide-y divide-border rounded-md border border-border">
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRename={() => setRenaming(passkey)}
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <div className="space-y-2">
          <Button
            ref={addButton}
            variant="outline"
            disabled={!passkeys.isSuccess || full}
            onClick={() => setAdding(true)}
          >
            <KeyRound className="h-4 w-4" aria-hidden />
            Add a passkey
          </Button>
          {full && (
            <p className="text-sm text-muted-foreground">
              You have {PASSKEYS_PER_ACCOUNT_MAX} passkeys, the most an account may have. Remove one to add
              another.
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {window.isSecureContext
            ? "This browser cannot make passkeys. Use another browser to add one."
            : "Passkeys work only when this site is opened over HTTPS."}
        </p>
      )}
      <AddPasskeyDialog open={adding} onOpenChange={setAdding} />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemovePasskeyDialog
        passkey={removing}
        onClose={() => setRemoving(null)}
        // The removed passkey's button is gone: the focus goes on to "Add a passkey".
        onRemoved={() => addButton.current?.focus()}
      />
    </section>
  );
}

function PasskeyItem(props: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const { passkey, onRename, onRemove } = props;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2" data-passkey={passkey.id}>
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">{passkey.name}</p>
        <p className="text-muted-foreground">
          Added {when(passkey.createdAt)} ·{" "}
          {passkey.lastUsedAt ? `Last used ${when(passkey.lastUsedAt)}` : "Never used"}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" aria-label={`Rename passkey ${passkey.name}`} onClick={onRename}>
          Rename
        </Button>
        <Button variant="outline" size="sm" aria-label={`Remove passkey ${passkey.name}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The name field of the add and rename dialogs, checked with the server's own rule. */
function NameForm(props: {
  initialName: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  hint?: string;
}) {
  const [name, setName] = useState(props.initialName);
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse(name);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      event.currentTarget.querySelector("input")?.focus();
      return;
    }
    props.onSubmit(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {props.error && <Alert>{props.error}</Alert>}
      <FormField label="Passkey name" error={invalid} hint={props.hint}>
        <Input
          value={name}
          autoComplete="off"
          required
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(undefined);
          }}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function AddPasskeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddPasskey();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) add.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeading
          title="Add a passkey"
          description="Name it after the device or password manager that keeps it. Your browser then asks you to confirm with your fingerprint, face, PIN or screen lock."
        />
        {open && (
          <NameForm
            initialName={sessionDevice(navigator.userAgent)}
            hint="For example “Work laptop” or “Phone”."
            submitLabel="Continue"
            pendingLabel="Waiting for your passkey..."
            pending={add.isPending}
            error={add.isError ? passkeyErrorMessage(add.error, "add") : null}
            onCancel={() => close(false)}
            onSubmit={(name) => add.mutate(name, { onSuccess: () => close(false) })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const rename = useRenamePasskey();
  const close = () => {
    onClose();
    rename.reset();
  };
  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeading title="Rename passkey" description="The name helps you tell your passkeys apart." />
        {passkey && (
          <NameForm
            key={passkey.id}
            initialName={passkey.name}
            submitLabel="Save"
            pendingLabel="Saving..."
            pending={rename.isPending}
            error={rename.isError ? errorMessage(rename.error, "The passkey could not be renamed.") : null}
            onCancel={close}
            onSubmit={(name) => rename.mutate({ id: passkey.id, name }, { onSuccess: close })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RemovePasskeyDialog(props: { passkey: Passkey | null; onClose: () => void; onRemoved: () => void }) {
  const { passkey, onClose, onRemoved } = props;
  const remove = useRemovePasskey();
  const removed = useRef(false);
  const close = () => {
    onClose();
    remove.reset();
  };
  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(open) => !open && close()}
      title="Remove this passkey?"
      description={
        <>
          <p>You will no longer be able to sign in with “{passkey?.name}”.</p>
          <p className="mt-2">
            Your device may still show it: you can delete it there, in its passwords or passkeys settings.
          </p>
        </>
      }
      confirmLabel={remove.isPending ? "Removing..." : "Remove passkey"}
      destructive
      pending={remove.isPending}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        removed.current = false;
        event.preventDefault();
        onRemoved();
      }}
      onConfirm={() =>
        passkey &&
        remove.mutate(passkey.id, {
          onSuccess: () => {
            removed.current = true;
            close();
          },
        })
      }
    >
      {remove.isError && (
        <Alert className="mt-4">{errorMessage(remove.error, "The passkey could not be removed.")}</Alert>
      )}
    </ConfirmDialog>
  );
}
