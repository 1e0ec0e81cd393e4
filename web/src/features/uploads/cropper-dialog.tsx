/**
 * The cropper: zoom 50-300 % and rotation -180..180 degrees in
 * steps of 5, with the kind's aspect (profile picture 1 and round, cover photo 3, logo 1).
 * The image is dragged with a pointer, or moved with the arrow keys once the crop area has
 * the focus. The result is a JPEG file (canvas.ts).
 */
import { useState } from "react";
import Cropper from "react-easy-crop";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import {
  type Area,
  ROTATION_MAX,
  ROTATION_MIN,
  SLIDER_STEP,
  toStep,
  ZOOM_MAX,
  ZOOM_MIN,
} from "./crop-geometry";
import { cropLabel, IMAGE_KINDS } from "./image-kinds";
import { SliderField } from "./slider-field";
import type { CropperState } from "./use-card-image-upload";

/** The sliders' fixed parts: name, bounds, steps and unit (shown after the value, and spoken with it). */
const ZOOM_SLIDER = {
  label: "Zoom",
  min: ZOOM_MIN,
  max: ZOOM_MAX,
  step: SLIDER_STEP,
  unit: "%",
  spokenUnit: "percent",
};
const ROTATION_SLIDER = {
  label: "Rotation",
  min: ROTATION_MIN,
  max: ROTATION_MAX,
  step: SLIDER_STEP,
  unit: "°",
  spokenUnit: "degrees",
};

export function CropperDialog({
  open,
  src,
  kind,
  processing,
  notes,
  onCancel,
  onApply,
  returnFocusTo,
}: CropperState) {
  const noun = IMAGE_KINDS[kind].noun;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !processing) onCancel();
      }}
    >
      <DialogContent
        // On a phone the dialog sits at the top, leaving the bottom to toasts.
        className="top-4 max-w-xl translate-y-0 p-4 sm:top-1/2 sm:-translate-y-1/2 sm:p-6"
        onCloseAutoFocus={(event) => {
          // No Radix trigger opened this dialog: hand the focus back to the file input.
          const input = returnFocusTo.current;
          if (input?.isConnected) {
            event.preventDefault();
            input.focus();
          }
        }}
      >
        <DialogHeading
          title={`Crop ${noun}`}
          description="Drag the image to place it, or focus the crop area and use the arrow keys. Zoom and rotate with the sliders."
        />
        {notes.map((note) => (
          <p
            key={note.description}
            role="note"
            className="mb-3 rounded-md border border-border bg-muted px-3 py-2 text-sm"
          >
            <span className="font-semibold">{note.title}: </span>
            {note.description}
          </p>
        ))}
        {/* Mounted per image, so each one starts centred at 100 %. */}
        {src && (
          <CropperBody
            key={src}
            src={src}
            kind={kind}
            processing={processing}
            onCancel={onCancel}
            onApply={onApply}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CropperBody({
  src,
  kind,
  processing,
  onCancel,
  onApply,
}: Pick<CropperState, "kind" | "processing" | "onCancel" | "onApply"> & { src: string }) {
  const rule = IMAGE_KINDS[kind].crop!;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  /** Percent; pinch and wheel may land between the slider's steps. */
  const [zoom, setZoom] = useState(100);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const zoomStep = toStep(zoom, ZOOM_MIN, ZOOM_MAX);
  const rotationStep = toStep(rotation, ROTATION_MIN, ROTATION_MAX);

  return (
    <div className="space-y-4">
      <div className="relative h-56 overflow-hidden rounded-lg bg-neutral-900 sm:h-80">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom / 100}
          rotation={rotation}
          aspect={rule.aspect}
          cropShape={rule.round ? "round" : "rect"}
          showGrid={!rule.round}
          minZoom={ZOOM_MIN / 100}
          maxZoom={ZOOM_MAX / 100}
          // Zooming out below 100 % leaves room around the image; that room is white in the result.
          restrictPosition={false}
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value * 100)))}
          onRotationChange={(value) => setRotation(Math.min(ROTATION_MAX, Math.max(ROTATION_MIN, value)))}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ alt: `The ${IMAGE_KINDS[kind].noun} being cropped` }}
          cropperProps={{ role: "group", "aria-label": "Crop area" }}
        />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="cropper-aspect">
        {cropLabel(kind)}
      </p>
      <SliderField {...ZOOM_SLIDER} value={zoomStep} onChange={setZoom} />
      <SliderField {...ROTATION_SLIDER} value={rotationStep} onChange={setRotation} />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
        <Button onClick={() => area && onApply(area, rotation)} disabled={!area || processing}>
          {processing ? "Processing..." : "Crop and upload"}
        </Button>
      </DialogFooter>
    </div>
  );
}
