import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { lazy, Suspense, startTransition, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ImportedShapefile } from '../../shapes/imported-shapefile';
import { PageSpinner } from '../../ui/page-spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useSession } from '../auth';
import {
  afterStepBack,
  analyzeChoiceComplete,
  INITIAL_ANALYZE_CHOICE,
} from './analyze-step/analyze-choice';
import { StepDefineShape } from './define-shape/step-define-shape';
import { ResumeDraftDialog } from './draft/resume-draft-dialog';
import type { WizardSnapshot } from './draft/saved-draft';
import { useDraftAutosave } from './draft/use-draft-autosave';
import { useDraftOffer } from './draft/use-draft-offer';
import { INITIAL_MASK_SETTINGS, maskSettingsGap } from './exclusion/mask-settings';
import { useMaskPreview } from './exclusion/use-mask-preview';
import { useShapeGeography } from './key-details-step/use-shape-geography';
import type { SidePanel } from './side-panel';
import { SubmitError } from './submit/submit-error';
import { useAssessmentSubmission } from './submit/use-assessment-submission';
import type { WizardDraft } from './submit/workflow-request';
import { useShapeEditor } from './use-shape-editor';
import { WizardActions } from './wizard-actions';
import { activeImport, INITIAL_KEY_DETAILS, keyDetailsComplete } from './wizard-draft';
import { WizardHeader } from './wizard-header';
import { canGoNext, LAST_STEP_INDEX, WIZARD_STEPS } from './wizard-steps';

// The first step (the map) is what a new assessment opens on; the later steps are chunks of
// their own, fetched when the user moves on (docs/architecture.md, "Bundle"). Steps change in
// a transition, so the step shown stays until the next one is there.
const AnalyzeStep = lazy(() =>
  import('./analyze-step/analyze-step').then((module) => ({ default: module.AnalyzeStep })),
);
const KeyDetailsStep = lazy(() =>
  import('./key-details-step/key-details-step').then((module) => ({
    default: module.KeyDetailsStep,
  })),
);
const ReviewStep = lazy(() =>
  import('./review-step/review-step').then((module) => ({ default: module.ReviewStep })),
);
// The exclusion panel (with its upload checks) is fetched when it is first opened.
const ExclusionPanel = lazy(() =>
  import('./exclusion/exclusion-panel').then((module) => ({ default: module.ExclusionPanel })),
);

/**
 * "New assessment": a full-screen dialog wizard (specs/1 section 2.5). When the signed-in user
 * left one unfinished in this browser, it first asks whether to resume it (docs/wizard.md,
 * "Unfinished assessments").
 */
export function NewAssessmentWizard() {
  const { t } = useTranslation();
  useDocumentTitle(t('web.wizard.title'));
  const { offer, resume, discard, userId } = useDraftOffer(useSession());
  if (offer.status === 'loading') return <PageSpinner />;
  if (offer.status === 'offered') {
    return <ResumeDraftDialog draft={offer.draft} onResume={resume} onDiscard={discard} />;
  }
  return <Wizard start={offer.start} userId={userId} />;
}

/**
 * The wizard itself. Escape does not close it (a stray key must not throw away a drawn shape);
 * Close returns to the page before. The shapes and their history live here, so they survive
 * moving between steps, and what it holds is kept in the browser as it changes.
 */
function Wizard({ start, userId }: { start: WizardSnapshot | null; userId: string | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const [stepIndex, setStepIndex] = useState(start?.stepIndex ?? 0);
  const editor = useShapeEditor(start?.shapes);
  const [analyzeChoice, setAnalyzeChoice] = useState(
    start?.analyzeChoice ?? INITIAL_ANALYZE_CHOICE,
  );
  const [keyDetails, setKeyDetails] = useState(start?.keyDetails ?? INITIAL_KEY_DETAILS);
  // Set by "Select existing shape"; any later edit of the shapes unlinks it (wizard-draft.ts).
  const [imported, setImported] = useState<ImportedShapefile | null>(start?.linkedImport ?? null);
  const [maskSettings, setMaskSettings] = useState(start?.maskSettings ?? INITIAL_MASK_SETTINGS);
  // The side panel of step 1 lives here: the masks are computed while the exclusion panel is open.
  const [panel, setPanel] = useState<SidePanel>('none');
  const shapes = editor.history.shapes;
  const linkedImport = activeImport(imported, shapes);
  const existingMaskId = linkedImport?.maskId ?? null;
  const activity = analyzeChoice.mode === 'manual' ? analyzeChoice.activity : null;
  const snapshot = useMemo(
    () => ({ stepIndex, shapes, keyDetails, analyzeChoice, linkedImport, maskSettings }),
    [stepIndex, shapes, keyDetails, analyzeChoice, linkedImport, maskSettings],
  );
  const autosave = useDraftAutosave(userId, snapshot);
  // Looked up once past step 1; step 2 shows it and the automatic shapefile name uses its code.
  const geography = useShapeGeography(editor.history.shapes, stepIndex > 0);
  const countryCode = geography.countryCode;
  // Past step 1 the areas are wanted (step 2 and Review): automatic mode computes its layers then.
  const masks = useMaskPreview({
    shapes,
    settings: maskSettings,
    onSettingsChange: setMaskSettings,
    activity,
    existingMaskId,
    active: stepIndex > 0 || panel === 'excluder',
  });
  const progress = {
    shapeCount: editor.history.shapes.length,
    masksReady: maskSettingsGap(maskSettings, existingMaskId) === null,
    keyDetailsReady: keyDetailsComplete(keyDetails, countryCode, linkedImport),
    analysisReady: analyzeChoiceComplete(analyzeChoice),
  };
  const step = WIZARD_STEPS[stepIndex] ?? 'defineShape';
  const draft: WizardDraft = {
    shapes: editor.history.shapes,
    keyDetails,
    countryCode,
    linkedImport,
    analyzeChoice,
    maskSettings,
  };
  const submission = useAssessmentSubmission(() => void autosave.finish());

  // An opened link has no page before it inside the app: go home instead of leaving the site.
  const close = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const next = () => {
    if (!canGoNext(stepIndex, progress)) return;
    startTransition(() => setStepIndex(Math.min(stepIndex + 1, LAST_STEP_INDEX)));
  };
  const previous = () => {
    setAnalyzeChoice((choice) => afterStepBack(choice, stepIndex));
    startTransition(() => setStepIndex(Math.max(stepIndex - 1, 0)));
    // An error of the last submission says nothing about the draft once it is being changed.
    submission.dismissError();
  };

  return (
    <Dialog
      open
      fullScreen
      aria-labelledby={titleId}
      data-testid="new-assessment-wizard"
      data-draft-revision={autosave.revision}
      data-draft-saved-revision={autosave.savedRevision}
      slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}
    >
      <WizardHeader stepIndex={stepIndex} titleId={titleId} />
      <Box component="main" sx={{ flexGrow: 1, overflow: 'auto' }} data-step={step}>
        <Suspense fallback={<PageSpinner />}>
          {step === 'defineShape' && (
            <StepDefineShape
              editor={editor}
              onImport={setImported}
              panel={panel}
              onPanelChange={setPanel}
              masks={{
                busy: masks.busy,
                tiles: masks.tiles,
                existingMask: existingMaskId !== null,
                panel: (
                  <ExclusionPanel
                    settings={maskSettings}
                    onChange={setMaskSettings}
                    preview={masks}
                    activity={activity}
                    existingMaskId={existingMaskId}
                    onClose={() => setPanel('none')}
                  />
                ),
              }}
            />
          )}
          {step === 'analyze' && (
            <AnalyzeStep choice={analyzeChoice} onChange={setAnalyzeChoice} shapefileId={null} />
          )}
          {step === 'keyDetails' && (
            <KeyDetailsStep
              shapes={editor.history.shapes}
              geography={geography}
              details={keyDetails}
              onChange={setKeyDetails}
              imported={linkedImport}
              maskAreas={masks.areas}
            />
          )}
          {step === 'review' && (
            <ReviewStep draft={draft} maskAreas={masks.areas}>
              {submission.error && (
                <SubmitError error={submission.error} onDismiss={submission.dismissError} />
              )}
            </ReviewStep>
          )}
        </Suspense>
      </Box>
      <WizardActions
        stepIndex={stepIndex}
        progress={progress}
        onPrevious={previous}
        onNext={next}
        onClose={close}
        onAnalyze={() => submission.submit(draft)}
        submitting={submission.submitting}
      />
    </Dialog>
  );
}
