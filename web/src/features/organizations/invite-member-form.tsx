/**
 * Owners and admins invite someone who has no account yet (decision 032): the server makes their
 * account (no password), membership, card (from the template chosen) and a claim link, mailed to
 * them when there is a mail server, otherwise shown here once to be copied.
 */
import { EMAIL_MAX, FULL_NAME_MAX, USERNAME_MAX } from "@core/limits";
import type { OrgRole } from "@core/organizations";
import { type ClaimLink, inviteSchema } from "@core/schemas/claims";
import { type OrgDetail, roleSchema } from "@core/schemas/organizations";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { User } from "@/features/auth/types";
import { ApiError } from "@/lib/api";
import { ClaimLinkNotice } from "./claim-link-notice";
import { useInvite } from "./claims-api";
import { givableRoles, ROLE_LABELS } from "./org-roles";
import { toastFailure } from "./server-errors";
import { useTemplates } from "./templates-api";

const NONE = "";

/** The form's fields: the invitation's texts as the server checks them, the lists as chosen. */
const formSchema = inviteSchema
  .pick({ username: true, fullName: true, email: true })
  .extend({ role: roleSchema, teamId: z.string(), templateId: z.string() });
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ["username", "fullName", "email", "role", "teamId", "templateId"] as const;

const EMPTY: FormValues = {
  username: "",
  fullName: "",
  email: "",
  role: "member",
  teamId: NONE,
  templateId: NONE,
};

interface Sent {
  link: ClaimLink;
  name: string;
  email: string;
}

export function InviteMemberForm({ org, user }: { org: OrgDetail; user: User }) {
  const roles = givableRoles(user, org.role, null);
  const templates = useTemplates(org.id).data?.templates ?? [];
  const invite = useInvite(org.id);
  const [sent, setSent] = useState<Sent>();
  // Closed until asked for: the tab opens on 'Add a member', whose Role and Team are labelled alike.
  const [open, setOpen] = useState(false);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  // Opened, the form takes the focus where typing starts.
  useEffect(() => {
    if (open) form.setFocus("username");
  }, [open, form]);

  function submit(values: FormValues) {
    const chosen = (id: string) => (id === NONE ? null : Number(id));
    setSent(undefined);
    invite.mutate(
      { ...values, teamId: chosen(values.teamId), templateId: chosen(values.templateId) },
      {
        onSuccess: (answer) => {
          setSent({ link: answer, name: values.fullName, email: values.email });
          form.reset({ ...EMPTY, role: values.role, teamId: values.teamId, templateId: values.templateId });
        },
        onError: (error) => {
          // A taken username or email, a team or template gone meanwhile: said on the field.
          for (const [name, message] of Object.entries(
            error instanceof ApiError ? (error.fields ?? {}) : {},
          )) {
            if ((FIELDS as readonly string[]).includes(name))
              form.setError(name as keyof FormValues, { message });
          }
          toastFailure(error, "Failed to invite the person");
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite someone without an account</CardTitle>
        <CardDescription>
          They get an account, a card and a link to set their password and take the card over.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!open ? (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Invite someone
          </Button>
        ) : (
          <form
            noValidate
            aria-label="Invite someone without an account"
            onSubmit={form.handleSubmit(submit)}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            <FormField label="Username" error={errors.username?.message}>
              <VerbatimInput autoComplete="off" maxLength={USERNAME_MAX} {...form.register("username")} />
            </FormField>
            <FormField label="Full name" error={errors.fullName?.message}>
              <Input autoComplete="off" maxLength={FULL_NAME_MAX} {...form.register("fullName")} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="off" maxLength={EMAIL_MAX} {...form.register("email")} />
            </FormField>
            <FormField label="Role" error={errors.role?.message}>
              <NativeSelect {...form.register("role")}>
                {roles.map((role: OrgRole) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Team" error={errors.teamId?.message}>
              <NativeSelect {...form.register("teamId")}>
                <option value={NONE}>No team</option>
                {org.teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Card template" error={errors.templateId?.message}>
              <NativeSelect {...form.register("templateId")}>
                <option value={NONE}>No template</option>
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
              <Button type="submit" disabled={invite.isPending}>
                <Send className="h-4 w-4" aria-hidden />
                {invite.isPending ? "Inviting..." : "Invite"}
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          </form>
        )}
        <div aria-live="polite" className="empty:hidden">
          {sent && <ClaimLinkNotice link={sent.link} name={sent.name} mailedTo={sent.email} />}
        </div>
      </CardContent>
    </Card>
  );
}
