; Inno Setup 6 script for Grail Desktop (issue 11).
; UNTESTED: written and reviewed on Linux; never compiled or installed on Windows yet.
;
; On Windows, from the repository root:
;   python packaging\build.py                         (dist\grail-desktop\ and build\icons\grail-desktop.ico;
;                                                       runs this script too when iscc is on PATH)
;   iscc /DAppVersion=0.1.0 packaging\windows\grail-desktop.iss
; Output: dist\grail-desktop-<version>-windows-setup.exe

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Grail Desktop"
#define AppExe "grail-desktop.exe"

[Setup]
; Never change AppId: Windows uses it to find an installed copy for upgrades and uninstall.
AppId={{69C4A4B1-7E90-4A1C-9E4A-A18A3C263E35}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Grail Desktop team
; Paths below are relative to the repository root.
SourceDir=..\..
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
OutputDir=dist
OutputBaseFilename=grail-desktop-{#AppVersion}-windows-setup
SetupIconFile=build\icons\grail-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Per-user install without admin rights is offered; saves live in the user's profile either way.
PrivilegesRequiredOverridesAllowed=dialog

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\grail-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
